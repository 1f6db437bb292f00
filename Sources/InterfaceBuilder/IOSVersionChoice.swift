import AutoLayout

/// The iOS release a file was laid out for, read off the Xcode that saved it (`toolsVersion`):
/// each Xcode lays its canvas out with its own SDK's UIKit. Xcode releases by `toolsVersion`
/// (Apple's Xcode release notes; the corpora's files): 11xxx Xcode 8 (iOS 10), 12xxx–13xxx Xcode 9
/// (iOS 11), 14xxx Xcode 10 (iOS 12), 15xxx–16xxx Xcode 11 (iOS 13), 17xxx Xcode 12 (iOS 14),
/// 18xxx–19xxx Xcode 13 (iOS 15), 20xxx–21xxx Xcode 14 (iOS 16), 22xxx Xcode 15 (iOS 17),
/// 23xxx and later Xcode 16 (iOS 18). Older files (Xcode 7 and before, archive XIBs) read as the
/// oldest release the simulator knows.
public enum IOSVersionChoice {
  public static func ios(forToolsVersion toolsVersion: String) -> IOSVersion? {
    guard let major = Int(toolsVersion.split(separator: ".").first ?? "") else { return nil }
    let table: [(below: Int, version: IOSVersion)] = [
      (11000, .iOS9), (12000, .iOS10), (14000, .iOS11), (15000, .iOS12), (17000, .iOS13),
      (18000, .iOS14), (20000, .iOS15), (22000, .iOS16), (23000, .iOS17),
    ]
    return table.first { major < $0.below }?.version ?? .iOS18
  }
}
