import Cassowary

// Content-driven layout: labels and buttons sized by their text (``TextMetrics``), the second
// pass of multi-line labels, and text baselines.

/// Everything a text's measured size depends on: the key of the engine's memo of sizes.
struct TextMeasurement: Hashable {
  var text: String
  var font: SystemFont
  var scale: Double = 0
  var lines: Int = 1
  var maxWidth: Double?
  var button = false
  var insets: EdgeInsets?
  /// A non-scrolling text view: no intrinsic width; its height at ``maxWidth`` (its laid-out
  /// width) or, before it has one, of its unwrapped lines.
  var textView = false
  /// A borderless text field: one line of its text (``TextFieldMetrics``).
  var textField = false
}
extension LayoutEngine {
  /// The intrinsic content size the engine installs for a view.
  ///
  /// - An explicit ``View/intrinsicContentSize`` (anything but ``IntrinsicSize/none``) wins.
  /// - A button with text: ``TextMetrics/systemButtonIntrinsicSize(title:font:contentInsets:)``.
  /// - A label with text: ``TextMetrics/labelIntrinsicSize(text:font:scale:numberOfLines:preferredMaxLayoutWidth:)``.
  ///   A multi-line label without `preferredMaxLayoutWidth` (``View/wrapsAtLayoutWidth``) reports
  ///   its unwrapped width and, once laid out, the height of its text wrapped at its laid-out width
  ///   (UIKit's second pass); before its first pass, the unwrapped height.
  public func effectiveIntrinsicSize(of id: ViewID) -> IntrinsicSize {
    guard let measurements = textMeasurements(of: id) else {
      return nodes[id.rawValue].view.intrinsicContentSize
    }
    return Self.intrinsicSize(measurements) { measure($0) }
  }

  /// The intrinsic content size installed for the view when it last changed (its text, its
  /// font, the window's text environment, a wrapping label's width): after a ``layout()``, its
  /// ``effectiveIntrinsicSize(of:)``, read without measuring the text again (the automatic
  /// checks ask this of every label after every step). Between a change of the window and the
  /// next pass it can be the old one.
  public func installedIntrinsicSize(of id: ViewID) -> IntrinsicSize {
    nodes[id.rawValue].installedIntrinsicSize
  }

  /// The intrinsic size of a view sized by its text, from its ``textMeasurements(of:)`` and how
  /// to measure one (from the memo, or into it).
  static func intrinsicSize(
    _ measurements: (TextMeasurement, TextMeasurement?), measure: (TextMeasurement) -> Size
  ) -> IntrinsicSize {
    let (unwrapped, wrapped) = measurements
    let size = measure(unwrapped)
    // A text view takes the width its constraints give it: only its height is intrinsic.
    let width: Double? = unwrapped.textView ? nil : size.width
    guard let wrapped else { return IntrinsicSize(width: width, height: size.height) }
    return IntrinsicSize(width: width, height: measure(wrapped).height)
  }

  /// What sizing a text view's content takes: its text unwrapped, and wrapped at its laid-out
  /// width once it has one (a wrapping label's second pass). nil for a view not sized by text.
  func textMeasurements(of id: ViewID) -> (TextMeasurement, TextMeasurement?)? {
    let view = nodes[id.rawValue].view
    guard view.measuresText else { return nil }
    let font = view.resolvedFont(in: window)
    if view.kind == .textField {
      let text = view.text ?? ""
      return (TextMeasurement(text: text, font: font, scale: window.scale, textField: true), nil)
    }
    guard let text = view.text else { return nil }
    if view.kind == .button {
      return (TextMeasurement(text: text, font: font, button: true, insets: view.contentInsets), nil)
    }
    if view.kind == .textView {
      let unwrapped = TextMeasurement(text: text, font: font, scale: window.scale, textView: true)
      guard let width = wrapWidths[id] else { return (unwrapped, nil) }
      var wrapped = unwrapped
      wrapped.maxWidth = width
      return (unwrapped, wrapped)
    }
    let unwrapped = TextMeasurement(
      text: text, font: font, scale: window.scale, lines: view.numberOfLines,
      maxWidth: view.preferredMaxLayoutWidth)
    guard view.wrapsAtLayoutWidth, let width = wrapWidths[id] else { return (unwrapped, nil) }
    var wrapped = unwrapped
    wrapped.maxWidth = max(width, 1e-9)
    return (unwrapped, wrapped)
  }

  /// A text's size: from the engine's memo when an earlier pass measured it (measuring is the
  /// costly part of a pass over many labels), else measured now.
  func measure(_ m: TextMeasurement) -> Size {
    if let known = measuredTexts[m] { return known }
    if m.button {
      return TextMetrics.systemButtonIntrinsicSize(title: m.text, font: m.font, contentInsets: m.insets)
    }
    if m.textField {
      return TextFieldMetrics.borderlessIntrinsicSize(
        text: m.text, font: m.font, scale: m.scale, ios: window.ios)
    }
    if m.textView {
      let height = TextMetrics.textViewHeight(
        text: m.text, font: m.font, scale: m.scale, width: m.maxWidth)
      return Size(width: 0, height: height)
    }
    return TextMetrics.labelIntrinsicSize(
      text: m.text, font: m.font, scale: m.scale, numberOfLines: m.lines, preferredMaxLayoutWidth: m.maxWidth)
  }

  /// Measures a view's text into the memo, so ``effectiveIntrinsicSize(of:)`` finds it.
  mutating func memoizeTextSize(of id: ViewID) {
    guard let measurements = textMeasurements(of: id) else { return }
    memoize(measurements)
  }

  /// Measures a view's ``textMeasurements(of:)`` into the memo.
  mutating func memoize(_ measurements: (TextMeasurement, TextMeasurement?)) {
    _ = memoizedMeasure(measurements.0)
    if let wrapped = measurements.1 { _ = memoizedMeasure(wrapped) }
  }

  /// A text's size from the memo, or measured into it (one lookup when it is there).
  mutating func memoizedMeasure(_ m: TextMeasurement) -> Size {
    if let known = measuredTexts[m] { return known }
    // Bounded: a long session of changing texts and widths must not grow without end.
    if measuredTexts.count > 20_000 { measuredTexts = [:] }
    let size = measure(m)
    measuredTexts[m] = size
    return size
  }

  /// One round of the multi-line labels' second pass: each wrapping label takes the width the
  /// current solution gives it as its wrap width. Returns whether an intrinsic height changed.
  mutating func remeasureWrappingLabels() -> Bool {
    var changed = false
    // (The frames are read once, before the first change: the new heights are solved together.)
    var frames: [LayoutItem: Rect]? = nil
    beginConstantBatch()
    defer { endConstantBatch() }
    for index in nodes.indices {
      // ``View/wrapsAtLayoutWidth``, with the fields that rule out most views (the kind, the
      // number of lines) read in place first: calling the property copies the whole view, for
      // every view, on every round of every pass.
      let kind = nodes[index].view.kind
      guard kind == .textView || (kind == .label && nodes[index].view.numberOfLines != 1),
        nodes[index].view.wrapsAtLayoutWidth
      else { continue }
      let id = ViewID(index)
      if frames == nil { frames = currentFrames() }
      guard let width = frames?[.view(id)]?.width, width.isFinite else { continue }
      if let old = wrapWidths[id], abs(old - width) < 1e-6 { continue }
      let before = effectiveIntrinsicSize(of: id).height
      wrapWidths[id] = width
      // Into the memo first: the height is read here and again when it is installed.
      memoizeTextSize(of: id)
      if effectiveIntrinsicSize(of: id).height != before {
        installIntrinsicSize(id)
        changed = true
      }
    }
    return changed
  }

  /// A text view's first or last baseline, or nil for a view whose baselines are its bottom.
  ///
  /// The model's text block (lines of ``SystemFont/lineHeight``, unrounded) is centred
  /// vertically in the view, as `UILabel` draws it and `UIButton` centres its title in its
  /// content rect (the bounds less the content insets): a single-line label's or a button's
  /// baseline is `centerY + (ascender − descender) / 2` (plus half the insets' top − bottom), so
  /// at its intrinsic height it is `top + (padding) + ascender`, the padding being the pixel
  /// rounding of the height (a button's, 6 pt). A multi-line label's first baseline is
  /// `top + ascender` and its last `bottom − descender` (its text fills it at its intrinsic
  /// height). Baselines are not rounded to pixels (UIKit's rounding of them is not modelled).
  func textBaseline(
    of id: ViewID, _ attribute: LayoutAttribute, _ v: ItemVariables
  ) -> LinearExpression? {
    let view = nodes[id.rawValue].view
    if let offsets = view.baselineOffsets {
      return v.top + (attribute == .firstBaseline ? offsets.first : offsets.last)
    }
    if view.kind == .segmentedControl { return segmentedControlBaseline(v) }
    // A text field keeps its baselines at its bottom, as before its text was measured.
    guard view.measuresText, view.kind != .textView, view.kind != .textField else { return nil }
    let font = view.resolvedFont(in: window)
    let centerY = v.top + v.height * 0.5
    let centred = (font.ascender - font.descender) / 2
    if view.kind == .button {
      let insets = view.contentInsets ?? .zero
      return centerY + (centred + (insets.top - insets.bottom) / 2)
    }
    if view.numberOfLines == 1 { return centerY + centred }
    return attribute == .firstBaseline
      ? v.top + font.ascender : v.top + v.height - font.descender
  }

  /// A segmented control's baselines: its segments' titles' (UISegmentedControl lays out
  /// baselines by its segment labels, which it centres vertically), one line of
  /// ``SegmentedControlMetrics/titleFontSize`` centred in the control, whatever the release's
  /// title weight (the model's vertical metrics are the same in every weight). Calibration: Apple's
  /// PencilKitDraw sample as re-saved by Xcode 12–15 (sugitlab/Study_DrawingWithPencilKit 17156,
  /// Youngminah/DrawingPencilKit 20037, JiaheXu/apple_pen 22505, artemnovichkov/wwdc24-samplecode
  /// 23046) aligns its 30-tall "Clear" button's first baseline with the "Black" | "Blue" control's,
  /// 32 tall at y 20, and saves the button at y 20: the control's baseline 20 + 16 + (12.38 −
  /// 3.14) / 2 = 40.62 puts the 15-pt title's centre 40.62 − 5.33 = 35.29, the button's top
  /// 20.29. With the control's bottom as its baseline (the default for a view without text) the
  /// button was 30.5 down.
  func segmentedControlBaseline(_ v: ItemVariables) -> LinearExpression {
    let font = SystemFont.system(SegmentedControlMetrics.titleFontSize)
    return v.top + v.height * 0.5 + (font.ascender - font.descender) / 2
  }

  /// Puts the active constraints on a baseline of the matching views in again: their text or
  /// font changed, so the baseline's offset did.
  mutating func reinstallBaselineConstraints(where matches: (ViewID) -> Bool) {
    func onBaseline(_ item: LayoutItem?, _ attribute: LayoutAttribute?) -> Bool {
      guard case .view(let id)? = item, attribute == .firstBaseline || attribute == .lastBaseline
      else { return false }
      return matches(id)
    }
    let ids = baselineConstraints.filter { id in
      let state = constraints[id.rawValue]
      let c = state.constraint
      return state.isActive
        && (onBaseline(c.firstItem, c.firstAttribute) || onBaseline(c.secondItem, c.secondAttribute))
    }
    if !ids.isEmpty { reinstall(ids) }
  }
}
