/// An iOS 15 button's `<buttonConfiguration key="configuration">`.
extension DocumentBuilder {
  func buttonConfiguration(_ element: SourceElement) throws(StoryboardReaderError)
    -> Document.ButtonConfiguration
  {
    let a = element.attributes
    var configuration = Document.ButtonConfiguration(
      style: a["style"], title: a["title"], image: a["image"], subtitle: a["subtitle"],
      buttonSize: a["buttonSize"])
    if let font = element.child("fontDescription", key: "titleFontDescription") {
      configuration.titleFont = try self.font(font)
    }
    if let insets = element.child("directionalEdgeInsets", key: "contentInsets") {
      configuration.contentInsets = try directionalEdgeInsets(insets)
    }
    return configuration
  }
}
