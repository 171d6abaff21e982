#include <iostream>
#include <memory>
#include <string>
#include "sink.hpp"

std::unique_ptr<Sink> make_sink(const std::string& spec);

int main(int argc, char** argv) {
    auto sink = make_sink(argc > 1 ? argv[1] : "json:metrics.jsonl");
    if (!sink) {
        std::cerr << "metricd: unknown sink\n";
        return 2;
    }
    sink->write({"cpu.load", 0.42, 1718000000});
    sink->flush();
    std::cout << "wrote 1 sample to " << sink->describe() << "\n";
}
