import AutoLayout

/// `NSLineBreakMode` (NSParagraphStyle.h), which Foundation on Linux does not have.
public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping = 0
  case byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail
  case byTruncatingMiddle
}

/// `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
  case left = 0
  case center, right, justified, natural
}

/// `UILabel`: sized by its text, measured by the engine's text model (``TextMetrics``): its
/// intrinsic size is the text's, and a multi-line label wraps at the width the layout gives it.
@preconcurrency @MainActor open class UILabel: UIView {
  public var text: String? { didSet { if text != oldValue { invalidateIntrinsicContentSize() } } }
  /// The 17-point system font unless set (UIKit's default label font).
  public var font: UIFont! = .systemFont(ofSize: 17) {
    didSet {
      if font == nil { font = .systemFont(ofSize: 17) }
      invalidateIntrinsicContentSize()
    }
  }
  public var numberOfLines = 1 { didSet { invalidateIntrinsicContentSize() } }
  public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
  public var textAlignment: NSTextAlignment = .natural
  public var textColor: UIColor! = .label
  /// With a preferred font: follow the window's Dynamic Type size.
  public var adjustsFontForContentSizeCategory = false {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The width a multi-line label wraps at for its intrinsic size; 0: the width the layout gives it.
  public var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }

  override var engineKind: ViewKind { .label }
  override var measuresOwnContent: Bool { text != nil }

  override func describeContent(to view: inout View) {
    view.text = text
    if adjustsFontForContentSizeCategory, let style = font.textStyle {
      view.textStyle = style.engineStyle
    } else if adjustsFontForContentSizeCategory {
      view.font = font.scaled(for: window?.environment.contentSizeCategory ?? .default)
    } else {
      view.font = font.systemFont
    }
    view.numberOfLines = numberOfLines
    view.preferredMaxLayoutWidth =
      preferredMaxLayoutWidth > 0 ? Double(preferredMaxLayoutWidth) : nil
  }

  /// The text's size: the engine's measurement in a window (it knows the Dynamic Type size and
  /// the width a wrapping label was given), else the text model's at the default size, @2x.
  open override var intrinsicContentSize: CGSize {
    guard let text, !text.isEmpty else { return .zero }
    if let window, let id = engineID, window.engine.isInTree(id) {
      window.syncEngine()
      let size = window.engine.effectiveIntrinsicSize(of: id)
      return CGSize(width: size.width ?? 0, height: size.height ?? 0)
    }
    let size = TextMetrics.labelIntrinsicSize(
      text: text, font: font.systemFont, scale: 2, numberOfLines: numberOfLines,
      preferredMaxLayoutWidth: preferredMaxLayoutWidth > 0 ? Double(preferredMaxLayoutWidth) : nil)
    return CGSize(size)
  }
}
