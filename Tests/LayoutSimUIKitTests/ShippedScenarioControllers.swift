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

