import AutoLayout

/// `UIButton`: a system button sized by its normal-state title (the engine's button model,
/// ``TextMetrics/systemButtonIntrinsicSize(title:font:contentInsets:)``), 15-point by default.
@preconcurrency @MainActor open class UIButton: UIControl {
  /// `UIButton.ButtonType`.
  public enum ButtonType: Int, Sendable {
    case custom = 0
    case system, detailDisclosure, infoLight, infoDark, contactAdd, close
  }

  /// `UIButton.Configuration`, as far as it changes the size: the title and the content insets.
  public struct Configuration: Hashable, Sendable {
    public var title: String?
    /// nil until set: the configurations' own default padding is not measured here, so an
    /// unset one sizes the title as a system button without insets does (set it, as the books'
    /// toolbar buttons do with 16 on every side, `reference/modern-auto-layout.md` value 33).
    public var contentInsets: NSDirectionalEdgeInsets? = nil
    public static func plain() -> Configuration { Configuration() }
    public static func filled() -> Configuration { plain() }
    public static func tinted() -> Configuration { plain() }
    public static func gray() -> Configuration { plain() }
  }

  public let buttonType: ButtonType
  private var titles: [(UIControl.State, String?)] = []
  public var configuration: Configuration? { didSet { invalidateIntrinsicContentSize() } }
  public var contentEdgeInsets: UIEdgeInsets = .zero { didSet { invalidateIntrinsicContentSize() } }
  /// The title's font: 15-point system unless set.
  public var titleFont: UIFont = .systemFont(ofSize: 15) {
    didSet { invalidateIntrinsicContentSize() }
  }

  public init(type buttonType: ButtonType) {
    self.buttonType = buttonType
    super.init(frame: .zero)
  }
  public override init(frame: CGRect) {
    buttonType = .system
    super.init(frame: frame)
  }
  public convenience init(configuration: Configuration) {
    self.init(type: .system)
    self.configuration = configuration
  }
  public required init?(coder: NSCoder) {
    buttonType = .system
    super.init(coder: coder)
  }

  public func setTitle(_ title: String?, for state: UIControl.State) {
    titles.removeAll { $0.0 == state }
    titles.append((state, title))
    invalidateIntrinsicContentSize()
  }
  public func title(for state: UIControl.State) -> String? {
    titles.first { $0.0 == state }?.1 ?? titles.first { $0.0 == .normal }?.1
  }
  public var currentTitle: String? { title(for: .normal) }

  override var engineKind: ViewKind { .button }
  override var measuresOwnContent: Bool { shownTitle != nil }

  private var shownTitle: String? { configuration?.title ?? title(for: .normal) }

  override func describeContent(to view: inout View) {
    view.text = shownTitle
    view.font = titleFont.systemFont
    if let insets = configuration?.contentInsets {
      view.contentInsets = EdgeInsets(
        top: Double(insets.top), left: Double(insets.leading), bottom: Double(insets.bottom),
        right: Double(insets.trailing))
    } else if contentEdgeInsets != .zero {
      view.contentInsets = contentEdgeInsets.engineInsets
    }
  }

  open override var intrinsicContentSize: CGSize {
    var view = View("button", kind: .button)
    describeContent(to: &view)
    // Without a title: 30 wide, the system button's minimum (TextMetrics.systemButtonMinimumWidth,
    // Sadun), 34 tall. UNVERIFIED: no source gives a titleless button's height, and the scenario
    // engine gives such a button no intrinsic size at all (LayoutEngine.effectiveIntrinsicSize).
    guard let title = view.text else {
      return CGSize(width: TextMetrics.systemButtonMinimumWidth, height: 34)
    }
    return CGSize(
      TextMetrics.systemButtonIntrinsicSize(
        title: title, font: titleFont.systemFont, contentInsets: view.contentInsets))
  }
}
