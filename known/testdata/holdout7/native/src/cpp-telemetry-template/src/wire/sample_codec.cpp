#include "tel/metric.hpp"
#include "tel/wire.hpp"

#include <map>
#include <string>
#include <vector>

namespace tel::wire {

// Raw samples go out in batches, keyed by the collector that produced them.
std::string encode_batch(const std::map<std::string, std::vector<Sample>>& by_collector) {
    std::string out;
    for (const auto& [collector, samples] : by_collector) {
        out += to_wire(collector);
        out += to_wire_list(samples);
    }
    return out;
}

std::size_t batch_size(const std::map<std::string, std::vector<Sample>>& by_collector) {
    std::size_t n = 0;
    for (const auto& entry : by_collector) n += entry.second.size();
    return n;
}

}  // namespace tel::wire
