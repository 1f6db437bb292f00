import AutoLayout
import Cassowary
import ScenarioFormat

/// A scenario view's properties as UIKit's: builds the engine's ``View`` from a ``ScenarioView``
/// (`set`, `animate` and trait variations change it in `Simulation+Changes.swift`).
///
/// Texts are kept as written (`@key`) in ``Simulation``, which resolves them for the locale; this
/// type only sees resolved text.
enum ViewProperties {
  /// The engine's view for a declared one, with UIKit's defaults where the file is silent.
  static func makeView(_ declared: ScenarioView, isRoot: Bool, ios: IOSVersion = .newest) -> View {
    var view = View(declared.id.value, kind: viewKind(declared.kind))
    if let size = declared.intrinsicSize?.value {
      view.intrinsicContentSize = IntrinsicSize(width: size.first ?? nil, height: size.last ?? nil)
    } else {
      view.intrinsicContentSize = defaultIntrinsicSize(declared, ios: ios)
    }
    if let h = declared.hugging?.value, h.count == 2 {
      view.contentHugging = AxisPriorities(Priority(h[0]), Priority(h[1]))
    }
    if let c = declared.compressionResistance?.value, c.count == 2 {
      view.compressionResistance = AxisPriorities(Priority(c[0]), Priority(c[1]))
    }
    if let margins = declared.layoutMargins?.value { view.layoutMargins = margins.layoutMargins }
    if let v = declared.layoutMarginsFollowReadableWidth?.value { view.layoutMarginsFollowReadableWidth = v }
    if let v = declared.preservesSuperviewLayoutMargins?.value { view.preservesSuperviewLayoutMargins = v }
    if let v = declared.insetsLayoutMarginsFromSafeArea?.value { view.insetsLayoutMarginsFromSafeArea = v }
    if let v = declared.hidden?.value { view.isHidden = v }
    if let v = declared.alpha?.value { view.alpha = v }
    if let frame = declared.frame?.value, frame.count == 4, !isRoot {
      view.frame = Rect(x: frame[0], y: frame[1], width: frame[2], height: frame[3])
      view.translatesAutoresizingMaskIntoConstraints = true
      view.autoresizingMask = ScenarioView.Autoresizing.mask(declared.autoresizing.map(\.value))
    }
    if let v = declared.semanticContent?.value { view.semanticContentAttribute = v }
    if let font = declared.font?.value { setFont(font, of: &view) }
    if let lines = declared.lines?.value { view.numberOfLines = lines }
    if let scrolls = declared.scrollEnabled?.value { view.isScrollEnabled = scrolls }
    if let layout = declared.flowLayout?.value { view.flowLayout = layout }
    if let layout = declared.tableLayout?.value { view.tableLayout = layout }
    if let width = declared.preferredMaxLayoutWidth?.value { view.preferredMaxLayoutWidth = width }
    if let insets = declared.contentInsets?.value, insets.count == 4 {
      view.contentInsets = EdgeInsets(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3])
    }
    if let border = declared.border?.value { view.textFieldBorderStyle = border }
    if declared.kind == .switch {
      // A UISwitch's frame is 51 × 31 but its alignment rectangle, which constraints place, is
      // 49 wide (SystemMetrics.switchAlignmentSize(for:)).
      view.alignmentRectInsets = SystemMetrics.switchAlignmentRectInsets
    }
    if declared.kind == .slider {
      // A UISlider's frame is 4 wider and a point taller than the alignment rectangle
      // constraints place (SystemMetrics.sliderAlignmentRectInsets).
      view.alignmentRectInsets = SystemMetrics.sliderAlignmentRectInsets
    }
    if declared.kind == .segmentedControl {
      // UIKit draws a segmented control a point taller than the rectangle constraints place.
      view.alignmentRectInsets = SystemMetrics.segmentedControlAlignmentRectInsets
    }
    return view
  }

  static func viewKind(_ kind: ScenarioView.Kind) -> ViewKind {
    switch kind {
    case .view, .guide: .view
    case .label: .label
    case .button: .button
    case .image: .image
    case .textField: .textField
    case .textView: .textView
    case .switch: .switch
    case .slider: .slider
    case .stack: .stack
    case .scroll: .scroll
    case .segmentedControl: .segmentedControl
    }
  }

  /// Controls whose size UIKit fixes: a switch is 51 × 31 (49 × 31 to constraints), a slider 31 high (30 to
  /// constraints; it stretches sideways), a rounded text field 34 high (30 before iOS 13: ``SystemMetrics``; a borderless
  /// one is sized by its text in the engine), an image view
  /// its image's size. Text-sized kinds
  /// (labels, buttons) measure their text in the engine.
  static func defaultIntrinsicSize(_ declared: ScenarioView, ios: IOSVersion = .newest)
    -> IntrinsicSize
  {
    switch declared.kind {
    case .switch:
      let size = SystemMetrics.switchAlignmentSize(for: ios)  // the alignment rectangle's
      return IntrinsicSize(width: size.width, height: size.height)
    case .slider: return IntrinsicSize(width: nil, height: SystemMetrics.sliderHeight)
    case .textField:
      // A borderless field is measured from its text by the engine (TextFieldMetrics).
      if declared.border?.value == TextFieldBorderStyle.none { return .none }
      return IntrinsicSize(width: nil, height: SystemMetrics.roundedTextFieldHeight(for: ios))
    case .segmentedControl:
      // Its width from its titles in the release's look (SegmentedControlMetrics); its height
      // UIKit's for the release.
      let width = declared.segments.flatMap {
        SegmentedControlMetrics.intrinsicWidth(
          titles: $0.value,
          apportionsByContent: declared.apportionsSegmentWidthsByContent?.value ?? false, for: ios)
      }
      let height = SystemMetrics.intrinsicSize(of: .segmentedControl, for: ios)?.height
      return IntrinsicSize(width: width, height: height)
    case .image:
      if let size = declared.size?.value, size.count == 2 {
        return IntrinsicSize(width: size[0], height: size[1])
      }
      return .none
    default: return .none
    }
  }

  static func setFont(_ font: ScenarioView.Font, of view: inout View) {
    switch font {
    case .style(let name):
      view.textStyle = TextStyle(name: name)
      view.font = nil
    case .system(let size, let weight):
      view.textStyle = nil
      view.font = .system(size, weight: weight.flatMap(FontWeight.init(interfaceBuilderName:)) ?? .regular)
    }
  }
}
