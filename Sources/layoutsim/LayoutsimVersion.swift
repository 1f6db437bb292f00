/// The version `layoutsim --version` prints; CHANGELOG.md names the same one.
enum LayoutsimVersion {
  static let current = "0.1.0"
}
