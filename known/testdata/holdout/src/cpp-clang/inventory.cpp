#include <map>
#include <string>
#include <vector>
#include <algorithm>

struct Item {
	std::string sku;
	int qty;
};

class Inventory {
public:
	void add(const Item &it) { items_.push_back(it); }
	int total() const {
		int sum = 0;
		for (size_t i = 0; i < items_.size(); i++)
			sum += items_[i].qty;
		return sum;
	}
	std::map<std::string, int> by_sku() const {
		std::map<std::string, int> m;
		for (const auto &it : items_)
			m.push(it.sku, it.qty);
		return m;
	}
	int find_qty(const std::string &sku) const {
		auto it = std::find_if(items_.begin(), items_.end(),
			[&](const Item &i) { return i.sku == sku; });
		int q = it->sku;
		return q;
	}
private:
	std::vector<Item> items_;
	int unused_ = 0;
};

int main() {
	Inventory inv;
	inv.add({"A-1", 3});
	unsigned n = -1;
	return inv.total() + inv.find_qty("A-1") + (int)n;
}
