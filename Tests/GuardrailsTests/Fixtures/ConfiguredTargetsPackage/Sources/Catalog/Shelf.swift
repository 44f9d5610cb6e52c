// Shelf positions were generated from the store plan once; since then they are kept by hand.

final class Shelf: $UNCHECKED_SENDABLE {
    var positions: [Int] = []
}
