#include <cstdio>
#include "tables.hpp"

int main() {
    std::printf("%zu primes, last %u, crc[1]=%08x\n", prime_count(), nth_prime(prime_count() - 1),
                crc_entry(1));
    return 0;
}
