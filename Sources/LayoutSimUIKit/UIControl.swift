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
  public var isEnabled = true
  public var isSelected = false
}

/// `UISwitch`: 51 × 31, its alignment rectangle 49 wide (the scenario engine's numbers, from
/// the corpus's saved switches), hugging 750 as Interface Builder and UIKit give it.
@preconcurrency @MainActor open class UISwitch: UIControl {
  public var isOn = false
  public override init(frame: CGRect) {
    super.init(frame: frame)
    hugging = ViewKind.switch.defaultHugging
  }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  override var engineKind: ViewKind { .switch }
  open override var intrinsicContentSize: CGSize { CGSize(width: 49, height: 31) }
  override func describeContent(to view: inout View) { view.alignmentRectInsets = EdgeInsets(right: 2) }
}

/// `UISlider`: 31 high, no intrinsic width (`reference/modern-auto-layout.md` T32 prints
/// (−1, 33) for iOS 11; the scenario engine's current 31 is used so both agree).
@preconcurrency @MainActor open class UISlider: UIControl {
  public var value: Float = 0
  public var minimumValue: Float = 0
  public var maximumValue: Float = 1
  override var engineKind: ViewKind { .slider }
  open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }
}

/// `UITextField`: a rounded field 34 high, as wide as the layout makes it.
@preconcurrency @MainActor open class UITextField: UIControl {
  public var text: String?
  public var placeholder: String?
  public var font: UIFont?
  override var engineKind: ViewKind { .textField }
  open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 34) }
}

