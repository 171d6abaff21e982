#include <fstream>
#include <iostream>
#include <iterator>

#include "archive.hpp"

int main(int argc, char** argv)
{
    packer::Archive a;
    for (int i = 1; i < argc; ++i) {
        std::ifstream in(argv[i], std::ios::binary);
        if (!in) {
            std::cerr << "packer: cannot read " << argv[i] << "\n";
            return 1;
        }
        a.add(argv[i], {std::istreambuf_iterator<char>(in), {}});
    }
    if (!a.verify()) {
        std::cerr << "packer: checksum mismatch\n";
        return 1;
    }
    std::cout << packer::manifest_json(a) << "\n";
    return 0;
}
