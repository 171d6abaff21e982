#pragma once
#include <cstddef>
#include <vector>
std::vector<std::size_t> split_batches(std::size_t total, std::size_t wanted);
