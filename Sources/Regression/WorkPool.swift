import Foundation

/// A fixed number of worker threads taking items in order from a shared counter: at most `jobs`
/// items are worked on at once, and results are handed on in the items' order whatever order
/// they finish in.
struct WorkPool: Sendable {
  var jobs: Int

  /// Deep view trees recurse; give workers the room the main thread has.
  static let stackSize = 16 << 20

  init(jobs: Int) { self.jobs = max(1, jobs) }

  /// `body` of each item, in order.
  ///
  /// - Parameters:
  ///   - finished: called as each item finishes (in any order), with the number finished so far.
  ///   - ready: called once per item in the items' order, as soon as it and all before it are done.
  ///   Both are called one at a time.
  func map<Item: Sendable, Output: Sendable>(
    _ items: [Item], _ body: @escaping @Sendable (Item) -> Output,
    finished: @escaping @Sendable (Int, Output) -> Void = { _, _ in },
    ready: @escaping @Sendable (Int, Output) -> Void = { _, _ in }
  ) -> [Output] {
    let state = State<Output>(count: items.count, finished: finished, ready: ready)
    let group = DispatchGroup()
    for _ in 0..<min(jobs, items.count) {
      group.enter()
      let thread = Thread {
        while let index = state.take() { state.finish(index, body(items[index])) }
        group.leave()
      }
      thread.stackSize = Self.stackSize
      thread.start()
    }
    group.wait()
    return state.outputs()
  }

  /// The counter and the results, behind one lock.
  private final class State<Output: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private let count: Int
    private var next = 0
    private var done = 0
    private var emitted = 0
    private var results: [Output?]
    private let finished: @Sendable (Int, Output) -> Void
    private let ready: @Sendable (Int, Output) -> Void

    init(
      count: Int, finished: @escaping @Sendable (Int, Output) -> Void,
      ready: @escaping @Sendable (Int, Output) -> Void
    ) {
      self.count = count
      results = Array(repeating: nil, count: count)
      self.finished = finished
      self.ready = ready
    }

    func take() -> Int? {
      lock.lock()
      defer { lock.unlock() }
      guard next < count else { return nil }
      next += 1
      return next - 1
    }

    func finish(_ index: Int, _ output: Output) {
      lock.lock()
      defer { lock.unlock() }
      results[index] = output
      done += 1
      while emitted < count, let output = results[emitted] {
        ready(emitted, output)
        emitted += 1
      }
      finished(done, output)
    }

    func outputs() -> [Output] {
      lock.lock()
      defer { lock.unlock() }
      return results.compactMap { $0 }
    }
  }
}
