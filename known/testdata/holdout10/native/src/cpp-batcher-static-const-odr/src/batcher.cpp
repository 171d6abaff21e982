#include "batcher.hpp"
#include <algorithm>
#include "limits.hpp"
std::vector<std::size_t> split_batches(std::size_t total, std::size_t wanted) {
    std::size_t size = std::min(wanted, Limits::kMaxBatch);
    size = std::max(size, Limits::kMinBatch);
    std::vector<std::size_t> out;
    while (total > 0) {
        std::size_t n = std::min(total, size);
        out.push_back(n);
        total -= n;
    }
    return out;
}
