import AutoLayout

/// `UIImage`, as layout sees one: a size in points. Its pixels are not simulated.
public final class UIImage: Sendable {
  public let size: CGSize
  /// Layout code on Linux makes its images by size (there is no asset catalog to read).
  public init(size: CGSize) { self.size = size }
}

/// `UIImageView`: sized by its image (none: no intrinsic size).
@preconcurrency @MainActor open class UIImageView: UIView {
  public var image: UIImage? { didSet { invalidateIntrinsicContentSize() } }

  public init(image: UIImage?) {
    self.image = image
    super.init(frame: .zero)
  }
  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  override var engineKind: ViewKind { .image }
  open override var intrinsicContentSize: CGSize {
    image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }
}
