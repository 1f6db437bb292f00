import XCTest

@testable import Regression

final class ShardTests: XCTestCase {
  func testShardsPartitionTheRunListRoundRobin() throws {
    let shards = try (1...3).map { k throws(ShardError) in try Shard(parsing: "\(k)/3") }
    XCTAssertEqual((0..<7).filter(shards[0].contains), [0, 3, 6])
    XCTAssertEqual((0..<7).filter(shards[1].contains), [1, 4])
    XCTAssertEqual((0..<7).filter(shards[2].contains), [2, 5])
    XCTAssertEqual(shards[1].description, "2/3")
  }

  func testMalformedShardsSayWhatIsExpected() {
    func message(_ text: String) -> String? {
      do {
        _ = try Shard(parsing: text)
        return nil
      } catch {
        return error.message
      }
    }
    XCTAssertEqual(message("2"), "expected --shard K/N, for example 2/4; found '2'")
    XCTAssertEqual(message("0/3"), "the shard K in '0/3' must be between 1 and 3")
    XCTAssertEqual(message("4/3"), "the shard K in '4/3' must be between 1 and 3")
    XCTAssertEqual(message("1/0"), "the shard count N in '1/0' must be at least 1")
    XCTAssertEqual(message("a/b"), "expected --shard K/N, for example 2/4; found 'a/b'")
  }
}
