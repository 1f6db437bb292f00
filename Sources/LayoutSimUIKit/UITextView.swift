import AutoLayout

/// `UITextView`: a scroll view of text. With scrolling off it is as tall as its text wrapped at
/// its width, plus its text container's insets (the engine's text-view model,
/// ``TextMetrics/textViewHeight(text:font:scale:width:)``); scrolling, it has no intrinsic size.
@preconcurrency @MainActor open class UITextView: UIScrollView {
  public var text: String! = "" { didSet { invalidateIntrinsicContentSize() } }
  /// nil: the engine's default text font (the 17-point system font).
  public var font: UIFont? { didSet { invalidateIntrinsicContentSize() } }
  public var isEditable = true
  public var textAlignment: NSTextAlignment = .natural
  public var adjustsFontForContentSizeCategory = false {
    didSet { invalidateIntrinsicContentSize() }
  }

  public override var isScrollEnabled: Bool { didSet { invalidateIntrinsicContentSize() } }

  override var engineKind: ViewKind { .textView }
  override var measuresOwnContent: Bool { !isScrollEnabled }

  override func describeContent(to view: inout View) {
    super.describeContent(to: &view)
    view.isScrollEnabled = isScrollEnabled
    view.text = text ?? ""
    if let font {
      if adjustsFontForContentSizeCategory, let style = font.textStyle {
        view.textStyle = style.engineStyle
      } else {
        view.font = font.systemFont
      }
    }
  }
}
