#include "cachekit.hpp"

namespace cachekit {
double Stats::hit_ratio() const {
    auto total = hits + misses;
    return total ? static_cast<double>(hits) / total : 0.0;
}
} // namespace cachekit
