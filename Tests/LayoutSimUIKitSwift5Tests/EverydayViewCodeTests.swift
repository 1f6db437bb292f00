import XCTest

#if canImport(UIKit)
  import UIKit
#else
  import LayoutSimUIKit
  import LayoutSimUIKitTesting
#endif

// View code as apps write it, styling and actions included: the styling compiles and is kept,
// the layout is solved, the action runs when the control sends it.

final class ProfileHeaderView: UIView {
  let avatar = UIImageView(image: UIImage(size: CGSize(width: 64, height: 64)))
  let nameLabel = UILabel()
  let followButton = UIButton(type: .system)
  private(set) var follows = false

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .secondarySystemBackground
    layer.cornerRadius = 12
    layer.borderWidth = 1
    layer.borderColor = UIColor.gray.cgColor
    avatar.contentMode = .scaleAspectFill
    avatar.clipsToBounds = true
    avatar.layer.cornerRadius = 32
    nameLabel.font = .boldSystemFont(ofSize: 20)
    nameLabel.text = "Ada"
    followButton.setTitle("Follow", for: .normal)
    followButton.addAction(
      UIAction { [weak self] _ in self?.follows.toggle() }, for: .touchUpInside)
    for subview in [avatar, nameLabel, followButton] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      addSubview(subview)
    }
    NSLayoutConstraint.activate([
      avatar.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      avatar.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
      layoutMarginsGuide.bottomAnchor.constraint(equalTo: avatar.bottomAnchor),
      nameLabel.leadingAnchor.constraint(
        equalToSystemSpacingAfter: avatar.trailingAnchor, multiplier: 1),
      nameLabel.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
      followButton.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      followButton.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
      followButton.leadingAnchor.constraint(
        greaterThanOrEqualTo: nameLabel.trailingAnchor, constant: 8),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

final class EverydayViewCodeTests: XCTestCase {
  /// In a bare 375-wide window, pinned 16 from the sides at the top: the header is 343 wide and
  /// 8 + 64 + 8 = 80 high (its default 8-point margins); the avatar sits at (8, 8); the name
  /// starts 8 after it, at 80; the button ends at the trailing margin, 343 − 8 = 335.
  func testProfileHeader() {
    let controller = UIViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let header = ProfileHeaderView()
    header.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(header)
    NSLayoutConstraint.activate([
      header.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 16),
      header.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor, constant: -16),
      header.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 40),
    ])
    UIView.animate(
      withDuration: 0.3, delay: 0, options: [.curveEaseOut],
      animations: {
        controller.view.layoutIfNeeded()
      })
    assertFrames([
      header: CGRect(x: 16, y: 40, width: 343, height: 80),
      header.avatar: CGRect(x: 8, y: 8, width: 64, height: 64),
    ])
    XCTAssertEqual(header.nameLabel.frame.minX, 80)
    XCTAssertEqual(header.followButton.frame.maxX, 335)
    XCTAssertEqual(header.layer.cornerRadius, 12)
    XCTAssertFalse(header.follows)
    header.followButton.sendActions(for: .touchUpInside)
    XCTAssertTrue(header.follows)
    assertNoAmbiguity(in: header)
    assertNoConflicts(in: window)
  }
}
