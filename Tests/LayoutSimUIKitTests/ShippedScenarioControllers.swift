#if canImport(UIKit)
import UIKit
#else
import LayoutSimUIKit
#endif

// Three shipped scenarios (Scenarios/*.yaml) written as the Swift a team would write: the same
// views (named by accessibilityIdentifier as the files name them by id) and constraints, in
// the order the files list them.

/// Scenarios/deliberate-conflict.yaml.
final class BannerViewController: UIViewController {
  let banner = UIView()
  let fixedWidth: NSLayoutConstraint

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    fixedWidth = banner.widthAnchor.constraint(equalToConstant: 100)
    fixedWidth.identifier = "fixedWidth"
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    banner.accessibilityIdentifier = "banner"
    banner.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(banner)
    NSLayoutConstraint.activate([
      banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      banner.heightAnchor.constraint(equalToConstant: 80),
      banner.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      banner.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      fixedWidth,
    ])
  }
}

/// Scenarios/ambiguous-layout.yaml: the title's top constraint made but left inactive.
final class ArticleViewController: UIViewController {
  let titleLabel = UILabel()
  let bodyLabel = UILabel()
  var titleTop: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    titleLabel.accessibilityIdentifier = "title"
    titleLabel.text = "Breaking news"
    titleLabel.font = .preferredFont(forTextStyle: .title1)
    bodyLabel.accessibilityIdentifier = "body"
    bodyLabel.text = "Details follow."
    bodyLabel.font = .preferredFont(forTextStyle: .body)
    for label in [titleLabel, bodyLabel] {
      label.translatesAutoresizingMaskIntoConstraints = false
      // Interface Builder's label hugging, which the scenario format gives every label.
      label.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
      label.setContentHuggingPriority(.defaultLow + 1, for: .vertical)
      view.addSubview(label)
    }
    titleTop = titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24)
    titleTop.identifier = "titleTop"
    NSLayoutConstraint.activate([
      titleLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      bodyLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
      bodyLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
    ])
  }
}

/// Scenarios/cookbook-simple-stack-view.yaml (Apple's Auto Layout Cookbook, "Simple Stack View").
final class SimpleStackViewController: UIViewController {
  let stackView = UIStackView()

  override func viewDidLoad() {
    super.viewDidLoad()
    // The file fixes the label's and the button's intrinsic sizes at the ones Xcode saved
    // (58 × 20.5, 30 × 30); here the text model measures them, which gives the same heights and,
    // in a fill-aligned stack, the same frames.
    let flowers = UILabel()
    flowers.accessibilityIdentifier = "flowers"
    flowers.text = "Flowers"
    flowers.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    flowers.setContentHuggingPriority(.defaultLow + 1, for: .vertical)
    let imageView = UIImageView(image: UIImage(size: CGSize(width: 300, height: 400)))
    imageView.accessibilityIdentifier = "imageView"
    imageView.setContentHuggingPriority(.defaultLow - 1, for: .vertical)
    imageView.setContentCompressionResistancePriority(.defaultHigh - 1, for: .vertical)
    let edit = UIButton(type: .system)
    edit.accessibilityIdentifier = "edit"
    edit.setTitle("Edit", for: .normal)
    stackView.accessibilityIdentifier = "stackView"
    stackView.axis = .vertical
    stackView.spacing = 8
    stackView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stackView)
    for arranged in [flowers, imageView, edit] { stackView.addArrangedSubview(arranged) }
    NSLayoutConstraint.activate([
      stackView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stackView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
      view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: stackView.bottomAnchor, constant: 8),
    ])
  }
}


/// Scenarios/animated-constant.yaml: a drawer whose height constant is animated.
final class MapViewController: UIViewController {
  let map = UIView()
  let drawer = UIView()
  let handle = UIView()
  let heading = UILabel()
  var drawerHeight: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    map.accessibilityIdentifier = "map"
    drawer.accessibilityIdentifier = "drawer"
    handle.accessibilityIdentifier = "handle"
    heading.accessibilityIdentifier = "heading"
    heading.text = "Nearby"
    heading.font = .preferredFont(forTextStyle: .headline)
    heading.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    heading.setContentHuggingPriority(.defaultLow + 1, for: .vertical)
    for subview in [map, drawer, handle, heading] { subview.translatesAutoresizingMaskIntoConstraints = false }
    view.addSubview(map)
    view.addSubview(drawer)
    drawer.addSubview(handle)
    drawer.addSubview(heading)
    let views = ["map": map]
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(withVisualFormat: "H:|[map]|", metrics: nil, views: views))
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(withVisualFormat: "V:|[map]|", metrics: nil, views: views))
    drawerHeight = drawer.heightAnchor.constraint(equalToConstant: 120)
    drawerHeight.identifier = "drawerHeight"
    NSLayoutConstraint.activate([
      drawer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      drawer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      drawer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
      drawerHeight,
      handle.topAnchor.constraint(equalTo: drawer.topAnchor, constant: 8),
      handle.centerXAnchor.constraint(equalTo: drawer.centerXAnchor),
      handle.widthAnchor.constraint(equalToConstant: 36),
      handle.heightAnchor.constraint(equalToConstant: 5),
      heading.topAnchor.constraint(equalTo: handle.bottomAnchor, constant: 12),
      heading.leadingAnchor.constraint(equalTo: drawer.leadingAnchor, constant: 20),
    ])
  }
}

/// Scenarios/rotate.yaml, the README's example: the photo card's constraints for regular and
/// compact heights swapped in `updateViewConstraints()`, as the file's `traits:` are.
final class PhotoViewController: UIViewController {
  let photo = UIImageView(image: UIImage(size: CGSize(width: 1600, height: 900)))
  let caption = UILabel()
  var regularHeight: [NSLayoutConstraint] = []
  var compactHeight: [NSLayoutConstraint] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    photo.accessibilityIdentifier = "photo"
    photo.translatesAutoresizingMaskIntoConstraints = false
    photo.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
    photo.setContentCompressionResistancePriority(.defaultLow, for: .vertical)
    caption.accessibilityIdentifier = "caption"
    caption.translatesAutoresizingMaskIntoConstraints = false
    caption.text = "Golden Gate at dawn"
    caption.font = .preferredFont(forTextStyle: .headline)
    caption.numberOfLines = 0
    caption.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    caption.setContentHuggingPriority(.defaultLow + 1, for: .vertical)
    view.addSubview(photo)
    view.addSubview(caption)
    let safe = view.safeAreaLayoutGuide
    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      photo.topAnchor.constraint(equalTo: safe.topAnchor),
      photo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      photo.heightAnchor.constraint(equalTo: photo.widthAnchor, multiplier: 0.5625),
      caption.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
    ])
    regularHeight = [
      photo.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      caption.topAnchor.constraint(equalTo: photo.bottomAnchor, constant: 12),
      caption.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
    ]
    compactHeight = [
      photo.widthAnchor.constraint(equalTo: safe.widthAnchor, multiplier: 0.5),
      caption.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
      caption.leadingAnchor.constraint(equalTo: photo.trailingAnchor, constant: 12),
    ]
  }

  override func updateViewConstraints() {
    let compact = traitCollection.verticalSizeClass == .compact
    NSLayoutConstraint.deactivate(compact ? regularHeight : compactHeight)
    NSLayoutConstraint.activate(compact ? compactHeight : regularHeight)
    super.updateViewConstraints()
  }
}
