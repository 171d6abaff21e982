#include <sstream>
#include "reader.h"

namespace ingest {

// one flat JSON object per line; values are kept as raw text
std::vector<Row> JsonLinesReader::read(const std::string& text)
{
    std::vector<Row> rows;
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) {
        Row row;
        std::size_t pos = 0;
        while ((pos = line.find(':', pos)) != std::string::npos) {
            std::size_t end = line.find_first_of(",}", pos);
            row.push_back(line.substr(pos + 1, end - pos - 1));
            pos = end;
        }
        rows.push_back(row);
    }
    return rows;
}

}  // namespace ingest
