/// A binary max-heap of symbols by rank, for `Expansion.canonical`.
struct RankHeap {
  private var items: [(rank: Int64, symbol: Symbol)] = []

  mutating func push(_ symbol: Symbol, rank: Int64) {
    items.append((rank, symbol))
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard items[parent].rank < items[child].rank else { break }
      items.swapAt(parent, child)
      child = parent
    }
  }

  mutating func popHighest() -> Symbol? {
    guard let top = items.first else { return nil }
    let last = items.removeLast()
    if !items.isEmpty {
      items[0] = last
      var parent = 0
      while true {
        let left = 2 * parent + 1
        let right = left + 1
        var largest = parent
        if left < items.count && items[left].rank > items[largest].rank { largest = left }
        if right < items.count && items[right].rank > items[largest].rank { largest = right }
        guard largest != parent else { break }
        items.swapAt(parent, largest)
        parent = largest
      }
    }
    return top.symbol
  }
}
