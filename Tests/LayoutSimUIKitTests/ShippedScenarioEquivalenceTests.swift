import Foundation
import LayoutSimUIKit
import Report
import ScenarioFormat
import Simulation
import Testing

// The acceptance check: a shipped scenario played from its YAML file and the same scenario
// written as UIKit code (ShippedScenarioControllers.swift) give byte-identical text and JSON
// and HTML
// reports. The file's expectations are left out (the Swift side asserts in its own tests), so
// both reports end "No expectations.".

@MainActor
struct ShippedScenarioEquivalenceTests {
  static let scenarios = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scenarios")

  /// The file's simulation without its expectations, played through.
  func playFile(_ name: String) throws -> Simulation {
    var scenario = try ScenarioReader.read(
      contentsOf: Self.scenarios.appendingPathComponent(name), naming: "Scenarios/\(name)")
    scenario.expectations = []
    var simulation = try Simulation(scenario)
    simulation.run()
    return simulation
  }

  func expectSameReports(_ file: Simulation, _ code: SimulatedDevice) {
    let recording = code.recording(title: file.scenario.title, file: file.scenario.file)
    let fileText = TextReport(file).render()
    let codeText = TextReport(recording).render()
    #expect(codeText == fileText)
    if codeText != fileText { print(">>> file\n\(fileText)\n>>> code\n\(codeText)") }
    #expect(JSONReport(recording).render() == JSONReport(file).render())
    #expect(HTMLReport(recording).render() == HTMLReport(file).render())
  }

  @Test func deliberateConflict() throws {
    let file = try playFile("deliberate-conflict.yaml")
    let device = try SimulatedDevice("iphone-15-pro")
    let controller = BannerViewController()
    device.launch(controller, as: "conflicted")
    device.perform("deactivate: fixedWidth", as: "fixed") { controller.fixedWidth.isActive = false }
    expectSameReports(file, device)
  }

  @Test func ambiguousLayout() throws {
    let file = try playFile("ambiguous-layout.yaml")
    let device = try SimulatedDevice("iphone-15-pro")
    let controller = ArticleViewController()
    device.launch(controller, as: "ambiguous")
    device.perform("activate: titleTop", as: "fixed") { controller.titleTop.isActive = true }
    expectSameReports(file, device)
  }

  @Test func cookbookSimpleStackView() throws {
    let file = try playFile("cookbook-simple-stack-view.yaml")
    let device = try SimulatedDevice("retina4_7")
    device.launch(SimpleStackViewController())
    device.rotate(to: .landscapeLeft, as: "landscape")
    expectSameReports(file, device)
  }

  @Test func animatedConstant() throws {
    let file = try playFile("animated-constant.yaml")
    let device = try SimulatedDevice("iphone-15-pro")
    let controller = MapViewController()
    device.launch(controller, as: "collapsed")
    device.animate(
      "animate: drawerHeight.constant", withDuration: 0.35, curve: .spring, as: "expanded"
    ) {
      controller.drawerHeight.constant = 420
    }
    device.animate(
      "animate: drawerHeight.constant", withDuration: 0.25, curve: .easeOut, frames: 5,
      as: "collapsedAgain"
    ) {
      controller.drawerHeight.constant = 120
    }
    expectSameReports(file, device)
  }

  @Test func rotate() throws {
    let file = try playFile("rotate.yaml")
    let device = try SimulatedDevice("iphone-15-pro")
    device.launch(PhotoViewController())
    device.rotate(to: .landscapeLeft, as: "landscape")
    device.rotate(to: .portrait, as: "portraitAgain")
    expectSameReports(file, device)
  }

  @Test func keyboardIPadUndocked() throws {
    let file = try playFile("keyboard-ipad-undocked.yaml")
    let device = try SimulatedDevice("ipad-pro-11")
    device.launch(ChatViewController(), as: "hidden")
    device.keyboard(.show, as: "docked")
    device.keyboard(.undock, as: "undocked")
    device.keyboard(.split, as: "split")
    device.keyboard(.merge, as: "merged")
    device.keyboard(
      .float, frame: CGRect(x: 257, y: 24, width: 320, height: 250), as: "floatingAtTop")
    device.keyboard(.dock, as: "dockedAgain")
    device.keyboard(.hide, as: "dismissed")
    expectSameReports(file, device)
  }

  @Test func navigationAndTabBars() throws {
    let file = try playFile("navigation-and-tab-bars.yaml")
    let device = try SimulatedDevice("iphone-15-pro")
    let tabs = UITabBarController()
    tabs.viewControllers = [UINavigationController(rootViewController: FeedViewController())]
    device.launch(tabs, as: "portrait")
    device.rotate(to: .landscapeRight, as: "landscape")
    expectSameReports(file, device)
  }

  @Test func largeTitleDisplayMode() throws {
    let file = try playFile("large-title-display-mode.yaml")
    let device = try SimulatedDevice("iphone-15-pro")
    let inbox = UIViewController()
    inbox.navigationItem.largeTitleDisplayMode = .always
    let message = MessageViewController()
    message.navigationItem.largeTitleDisplayMode = .never
    let navigation = UINavigationController(rootViewController: inbox)
    navigation.navigationBar.prefersLargeTitles = true
    navigation.pushViewController(message, animated: false)
    device.launch(navigation, as: "portrait")
    device.rotate(to: .landscapeRight, as: "landscape")
    device.rotate(to: .portrait, as: "back")
    expectSameReports(file, device)
  }

  @Test func dynamicTypeAccessibility() throws {
    let file = try playFile("dynamic-type-accessibility.yaml")
    let device = try SimulatedDevice("iphone-15-pro")
    device.launch(SettingsViewController(), as: "large")
    device.setPreferredContentSizeCategory(.extraSmall, as: "smallest")
    device.setPreferredContentSizeCategory(.accessibilityMedium, as: "ax1")
    device.setPreferredContentSizeCategory(.accessibilityExtraExtraExtraLarge, as: "ax5")
    device.setPreferredContentSizeCategory(.large, as: "back")
    expectSameReports(file, device)
  }

  @Test func boldTextSignInRow() throws {
    let file = try playFile("bold-text-sign-in-row.yaml")
    let device = try SimulatedDevice("iphone-se-1st")
    device.launch(SignInRowViewController(), as: "regular")
    device.setLegibilityWeight(.bold, as: "bold")
    #expect(device.window.rootViewController?.traitCollection.legibilityWeight == .bold)
    device.setLegibilityWeight(.regular, as: "back")
    expectSameReports(file, device)
  }

  @Test func rightToLeftArabic() throws {
    let file = try playFile("right-to-left-arabic.yaml")
    let device = try SimulatedDevice("iphone-15-pro")
    let controller = ProfileViewController()
    device.launch(controller, as: "english")
    device.setLocale("ar", as: "arabic") { controller.localize("ar") }
    device.setLocale("en", as: "englishAgain") { controller.localize("en") }
    expectSameReports(file, device)
  }
}
