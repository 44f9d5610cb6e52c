import Catalog
import Testing

@Suite struct ProductValueTests {
    @Test func productsWithTheSameNameAreEqual() {
        #expect(makeSUT("lamp") == makeSUT("lamp"))
    }

    private func makeSUT(_ name: String) -> Product {
        Product(name: name)
    }
}
