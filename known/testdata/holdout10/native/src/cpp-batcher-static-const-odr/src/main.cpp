#include <cstdlib>
#include <iostream>
#include "batcher.hpp"
int main(int argc, char** argv) {
    std::size_t total = argc > 1 ? std::strtoul(argv[1], nullptr, 10) : 1000;
    for (std::size_t n : split_batches(total, 100))
        std::cout << n << "\n";
}
