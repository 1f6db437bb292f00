import AutoLayout

/// `UIControl`: the base of buttons, switches, sliders and text fields.
@preconcurrency @MainActor open class UIControl: UIView {
  /// `UIControl.State`.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
  }
  /// `UIControl.Event`.
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let editingChanged = Event(rawValue: 1 << 17)
  }

  public var isEnabled = true
  public var isSelected = false
  private var actions: [(action: UIAction, events: Event)] = []

  /// Target-action with `#selector` needs the Objective-C runtime, which Linux lacks; actions as
  /// closures (iOS 14's `UIAction`) work on both.
  public func addAction(_ action: UIAction, for controlEvents: Event) {
    actions.append((action, controlEvents))
  }

  public func removeAction(_ action: UIAction, for controlEvents: Event) {
    actions.removeAll { $0.action === action && $0.events == controlEvents }
  }

  /// Runs the actions for `event`, as a touch would (touches are not simulated: tests call this).
  public func sendActions(for controlEvents: Event) {
    for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
      entry.action.handler(entry.action)
    }
  }
}

/// `UIAction`: a closure a control runs.
@preconcurrency @MainActor public final class UIAction {
  public let title: String
  let handler: (UIAction) -> Void
  public init(title: String = "", handler: @escaping (UIAction) -> Void) {
    self.title = title
    self.handler = handler
  }
}

/// `UISwitch`: 51 × 31, its alignment rectangle 49 wide (the scenario engine's numbers,
/// ``SystemMetrics/switchAlignmentSize(for:)``), hugging 750 as Interface Builder and UIKit give it.
@preconcurrency @MainActor open class UISwitch: UIControl {
  public var isOn = false
  public override init(frame: CGRect) {
    super.init(frame: frame)
    hugging = ViewKind.switch.defaultHugging
  }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  override var engineKind: ViewKind { .switch }
  open override var intrinsicContentSize: CGSize {
    CGSize(SystemMetrics.switchAlignmentSize(for: .newest))
  }
  override func describeContent(to view: inout View) {
    view.alignmentRectInsets = SystemMetrics.switchAlignmentRectInsets
  }
}

/// `UISlider`: ``SystemMetrics/sliderHeight`` (30) high to constraints, no intrinsic width, its
/// frame 2 wider on each side and a point taller (``SystemMetrics/sliderAlignmentRectInsets``),
/// as the scenario engine makes it.
@preconcurrency @MainActor open class UISlider: UIControl {
  public var value: Float = 0
  public var minimumValue: Float = 0
  public var maximumValue: Float = 1
  override var engineKind: ViewKind { .slider }
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: SystemMetrics.sliderHeight)
  }
  override func describeContent(to view: inout View) {
    view.alignmentRectInsets = SystemMetrics.sliderAlignmentRectInsets
  }
}

/// `UITextField`: a rounded field as tall as the engine's table says for the newest iOS
/// (``SystemMetrics/roundedTextFieldHeight(for:)``: 34), as wide as the layout makes it.
@preconcurrency @MainActor open class UITextField: UIControl {
  public var text: String?
  public var placeholder: String?
  public var font: UIFont?
  override var engineKind: ViewKind { .textField }
  /// It shows its text, or else its placeholder, as the scenario engine's text fields do.
  override func describeContent(to view: inout View) { view.text = text ?? placeholder }
  open override var intrinsicContentSize: CGSize {
    CGSize(
      width: UIView.noIntrinsicMetric, height: SystemMetrics.roundedTextFieldHeight(for: .newest))
  }
}
