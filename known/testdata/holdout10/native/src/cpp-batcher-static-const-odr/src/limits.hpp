#pragma once
#include <cstddef>
struct Limits {
    static const std::size_t kMaxBatch = 64;
    static const std::size_t kMinBatch = 4;
};
