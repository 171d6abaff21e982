#include <map>
#include <string>
#include <vector>
#include <list>
#include <algorithm>

struct Endpoint {
    std::string host;
    int port;
};

class Registry {
public:
    void add(const Endpoint& e) { by_endpoint_[e] = next_id_++; }
    std::vector<int> ids() const {
        std::list<int> out;
        for (const auto& kv : by_endpoint_) out.push_back(kv.second);
        std::sort(out.begin(), out.end());
        return std::vector<int>(out.begin(), out.end());
    }
private:
    std::map<Endpoint, int> by_endpoint_;
    int next_id_ = 1;
};

int main() {
    Registry r;
    r.add({"localhost", 8080});
    return r.ids().size() == 1 ? 0 : 1;
}
