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
    titleTop = titleLabel.topAnchor.constraint(
      equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24)
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
      view.safeAreaLayoutGuide.bottomAnchor.constraint(
        equalTo: stackView.bottomAnchor, constant: 8),
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
    for subview in [map, drawer, handle, heading] {
      subview.translatesAutoresizingMaskIntoConstraints = false
    }
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

/// Scenarios/keyboard-ipad-undocked.yaml: a composer that follows an undocked iPad keyboard,
/// with tracking constraints on the keyboard layout guide.
final class ChatViewController: UIViewController {
  let composer = UIView()
  let message = UITextField()
  let send = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    composer.accessibilityIdentifier = "composer"
    message.accessibilityIdentifier = "message"
    message.placeholder = "Message"
    send.accessibilityIdentifier = "send"
    send.setTitle("Send", for: .normal)
    for subview in [composer, message, send] {
      subview.translatesAutoresizingMaskIntoConstraints = false
    }
    view.addSubview(composer)
    composer.addSubview(message)
    composer.addSubview(send)
    NSLayoutConstraint.activate([
      composer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      composer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      composer.heightAnchor.constraint(equalToConstant: 60),
      message.leadingAnchor.constraint(equalTo: composer.leadingAnchor, constant: 20),
      message.centerYAnchor.constraint(equalTo: composer.centerYAnchor),
      send.leadingAnchor.constraint(equalTo: message.trailingAnchor, constant: 12),
      send.trailingAnchor.constraint(equalTo: composer.trailingAnchor, constant: -20),
      send.centerYAnchor.constraint(equalTo: composer.centerYAnchor),
    ])
    let keyboard = view.keyboardLayoutGuide
    keyboard.followsUndockedKeyboard = true
    let awayFromTop = composer.bottomAnchor.constraint(equalTo: keyboard.topAnchor)
    awayFromTop.identifier = "KB-awayFromTop"
    let nearTop = composer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
    nearTop.identifier = "KB-nearTop"
    keyboard.setConstraints([awayFromTop], activeWhenAwayFrom: .top)
    keyboard.setConstraints([nearTop], activeWhenNearEdge: .top)
  }
}

/// Scenarios/navigation-and-tab-bars.yaml: a feed in a navigation controller in a tab bar controller.
final class FeedViewController: UIViewController {
  let header = UILabel()
  let list = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    header.accessibilityIdentifier = "header"
    header.text = "Today"
    header.font = .preferredFont(forTextStyle: .title2)
    header.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    header.setContentHuggingPriority(.defaultLow + 1, for: .vertical)
    list.accessibilityIdentifier = "list"
    for subview in [header, list] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let safe = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
      header.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      list.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
      list.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      list.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      list.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
    ])
  }
}

/// Scenarios/dynamic-type-accessibility.yaml: two wrapping labels in a stack, in text styles
/// that follow the Dynamic Type size.
final class SettingsViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let title = UILabel()
    title.accessibilityIdentifier = "title"
    title.text = "Notifications and sounds"
    title.font = .preferredFont(forTextStyle: .body)
    let subtitle = UILabel()
    subtitle.accessibilityIdentifier = "subtitle"
    subtitle.text = "Sounds, badges and banners for messages"
    subtitle.font = .preferredFont(forTextStyle: .subheadline)
    for label in [title, subtitle] {
      label.adjustsFontForContentSizeCategory = true
      label.numberOfLines = 0
      label.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
      label.setContentHuggingPriority(.defaultLow + 1, for: .vertical)
    }
    let row = UIStackView(arrangedSubviews: [title, subtitle])
    row.accessibilityIdentifier = "row"
    row.axis = .vertical
    row.spacing = 4
    row.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(row)
    NSLayoutConstraint.activate([
      row.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      row.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      row.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }
}

/// Scenarios/right-to-left-arabic.yaml: a profile header whose texts the app localizes; a
/// phone number forced left to right.
final class ProfileViewController: UIViewController {
  let name = UILabel()
  let number = UILabel()

  /// The texts for a locale, as the app's Localizable.strings would give them.
  func localize(_ locale: String) {
    name.text = locale == "ar" ? "ليلى حداد" : "Layla Haddad"
    number.text = "+1 555 0100"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let avatar = UIImageView(image: UIImage(size: CGSize(width: 60, height: 60)))
    avatar.accessibilityIdentifier = "avatar"
    let badge = UIView()
    badge.accessibilityIdentifier = "badge"
    name.accessibilityIdentifier = "name"
    name.font = .preferredFont(forTextStyle: .title2)
    let phoneIcon = UIImageView(image: UIImage(size: CGSize(width: 16, height: 16)))
    phoneIcon.accessibilityIdentifier = "phoneIcon"
    number.accessibilityIdentifier = "number"
    number.font = .preferredFont(forTextStyle: .footnote)
    for view in [avatar, name, phoneIcon, number] {
      view.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
      view.setContentHuggingPriority(.defaultLow + 1, for: .vertical)
    }
    localize("en")
    let phone = UIStackView(arrangedSubviews: [phoneIcon, number])
    phone.accessibilityIdentifier = "phone"
    phone.spacing = 4
    phone.semanticContentAttribute = .forceLeftToRight
    for subview in [avatar, badge, name, phone] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    NSLayoutConstraint.activate([
      avatar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      avatar.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      badge.leftAnchor.constraint(equalTo: avatar.leftAnchor, constant: 40),
      badge.topAnchor.constraint(equalTo: avatar.topAnchor),
      badge.widthAnchor.constraint(equalToConstant: 20),
      badge.heightAnchor.constraint(equalToConstant: 20),
      name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
      name.topAnchor.constraint(equalTo: avatar.topAnchor),
      name.trailingAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.trailingAnchor),
      phone.leadingAnchor.constraint(equalTo: name.leadingAnchor),
      phone.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 8),
    ])
  }
}

/// Scenarios/bold-text-sign-in-row.yaml: a label and a button in the system font, a wrapping
/// Footnote hint below; Bold Text turns them semibold.
final class SignInRowViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let prompt = UILabel()
    prompt.accessibilityIdentifier = "prompt"
    prompt.text = "Sign in to continue"
    let go = UIButton(type: .system)
    go.accessibilityIdentifier = "go"
    go.setTitle("Continue", for: .normal)
    let hint = UILabel()
    hint.accessibilityIdentifier = "hint"
    hint.text = "We will send a one-time code to the address you registered with."
    hint.font = .preferredFont(forTextStyle: .footnote)
    hint.adjustsFontForContentSizeCategory = true
    hint.numberOfLines = 0
    for view in [prompt, go, hint] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      self.view.addSubview(view)
    }
    NSLayoutConstraint.activate([
      prompt.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      prompt.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      go.leadingAnchor.constraint(equalTo: prompt.trailingAnchor, constant: 8),
      go.centerYAnchor.constraint(equalTo: prompt.centerYAnchor),
      go.trailingAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.trailingAnchor),
      hint.topAnchor.constraint(equalTo: prompt.bottomAnchor, constant: 12),
      hint.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      hint.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }
}
