import Catalog
import Search
import Testing
import Wishlist

@Suite struct AddToWishlistUseCaseTests {
    @Test func add_keepsTheFirstMatch() {
        var sut = makeSUT()

        sut.add(firstOf: "lamp", from: SearchProducts { [Product(name: "lamp")] })

        #expect(sut.products == [Product(name: "lamp")])
    }

    private func makeSUT() -> Wishlist {
        Wishlist()
    }
}
