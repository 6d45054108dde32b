extension Array {
  /// Rearranges the elements so that position `i` holds the element that stood at
  /// `order[i]`, by swapping them: no element is copied. `order` is a permutation of the
  /// indices.
  ///
  /// - Complexity: O(*n*) swaps.
  mutating func permute(to order: [Int]) {
    precondition(order.count == count, "the order must name every element once")
    var placed = [Bool](repeating: false, count: count)
    // Swapped through the buffer, which moves the two elements; `Array.swapAt` copies one.
    withUnsafeMutableBufferPointer { elements in
      for start in order.indices where !placed[start] {
        // Follow the cycle through `start`: each position takes the element its order names.
        var position = start
        while true {
          placed[position] = true
          let source = order[position]
          if source == start { break }
          elements.swapAt(position, source)
          position = source
        }
      }
    }
  }
}
