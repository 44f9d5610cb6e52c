import Catalog
import Search
import Wishlist

let catalog = [Product(name: "lamp"), Product(name: "chair")]
var wishlist = Wishlist()
wishlist.add(firstOf: "lamp", from: SearchProducts { catalog })
print(wishlist.products.map(\.name))
