#include <fstream>
#include <iostream>
#include <sstream>
#include "../src/csv_sink.hpp"

int main(int argc, char** argv) {
    if (argc != 3) {
        std::cerr << "usage: metric-replay IN OUT.csv\n";
        return 2;
    }
    std::ifstream in(argv[1]);
    CsvSink out(argv[2]);
    std::string line;
    long ts = 0;
    while (std::getline(in, line)) {
        std::istringstream ls(line);
        Sample s{"", 0, ts++};
        if (ls >> s.name >> s.value)
            out.write(s);
    }
    return 0;
}
