#include <cstdio>
#include <iostream>
#include "filesum.hpp"

int main(int argc, char **argv)
{
    int rc = 0;
    for (int i = 1; i < argc; i++) {
        Sums s;
        if (!sum_file(argv[i], s)) {
            std::cerr << "crcmix: cannot open " << argv[i] << "\n";
            rc = 1;
            continue;
        }
        std::printf("%08x %08x  %s\n", s.crc, s.adler, argv[i]);
    }
    return rc;
}
