import Catalog
import Foundation
import Testing

@Suite struct LoadProductsUseCaseTests {
    @Test func products_comeFromTheStore() throws {
        let sut = makeSUT([Product(name: "lamp", price: 10)])

        #expect(try sut.products().count == 1)
        #expect(URLSession.shared.configuration.allowsCellularAccess)
    }

    private func makeSUT(_ products: [Product]) -> ProductStoreStub {
        ProductStoreStub(stubbed: products)
    }
}

struct ProductStoreStub: ProductStore {
    let stubbed: [Product]

    func products() throws -> [Product] { stubbed }
}
