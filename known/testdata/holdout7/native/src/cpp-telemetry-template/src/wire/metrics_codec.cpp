#include "tel/metric.hpp"
#include "tel/wire.hpp"

#include <map>
#include <string>
#include <vector>

namespace tel::wire {

std::string encode_metrics(const std::vector<Metric>& metrics) {
    return to_wire_list(metrics);
}

std::string encode_labels(const std::map<std::string, std::string>& labels) {
    return to_wire_map(labels);
}

}  // namespace tel::wire
