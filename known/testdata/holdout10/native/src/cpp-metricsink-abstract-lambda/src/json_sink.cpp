#include "json_sink.hpp"
#include <fstream>

void JsonSink::flush() {
    std::ofstream out(path_, std::ios::app);
    for (const auto& s : pending_)
        out << "{\"name\":\"" << s.name << "\",\"value\":" << s.value << ",\"ts\":" << s.ts << "}\n";
    pending_.clear();
}
