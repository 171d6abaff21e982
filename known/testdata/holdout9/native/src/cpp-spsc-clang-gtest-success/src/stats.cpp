#include "spsc/queue.hpp"

namespace spsc {
double Stats::fill_ratio(std::size_t capacity) const {
    if (capacity == 0) return 0;
    auto in_flight = pushed - popped;
    return static_cast<double>(in_flight) / static_cast<double>(capacity);
}
} // namespace spsc
