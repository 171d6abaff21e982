#include <fstream>
#include <iostream>
#include <sstream>
#include "reader.h"

int main(int argc, char** argv)
{
    ingest::register_defaults();
    for (int i = 1; i < argc; ++i) {
        std::string path = argv[i];
        auto dot = path.rfind('.');
        ingest::Reader* r = ingest::reader_for(dot == std::string::npos ? "" : path.substr(dot + 1));
        if (!r) {
            std::cerr << path << ": no reader for this extension\n";
            return 2;
        }
        std::ifstream f(path);
        std::stringstream buf;
        buf << f.rdbuf();
        std::cout << path << ": " << r->read(buf.str()).size() << " rows (" << r->format() << ")\n";
    }
    return 0;
}
