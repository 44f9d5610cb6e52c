import Catalog
import Search
import Testing

@Suite struct SearchProductsUseCaseTests {
    @Test func search_findsProductsByName() {
        let sut = makeSUT([Product(name: "lamp"), Product(name: "chair")])

        #expect(sut("la") == [Product(name: "lamp")])
    }

    private func makeSUT(_ products: [Product]) -> SearchProducts {
        SearchProducts { products }
    }
}
