#include <fstream>
#include <sstream>
#include <stdexcept>

#include "graph.hpp"

namespace route {

Graph load_csv(const std::string& nodes_file, const std::string& edges_file)
{
    Graph g;
    std::ifstream nf(nodes_file), ef(edges_file);
    if (!nf || !ef)
        throw std::runtime_error("cannot open " + (nf ? edges_file : nodes_file));
    std::string line;
    while (std::getline(nf, line)) {
        std::istringstream ls(line);
        double lat, lon;
        char comma;
        if (ls >> lat >> comma >> lon)
            g.add_node(lat, lon);
    }
    while (std::getline(ef, line)) {
        std::istringstream ls(line);
        NodeId a, b;
        double cost;
        char c1, c2, c3;
        std::string tag;
        if (ls >> a >> c1 >> b >> c2 >> cost >> c3 && std::getline(ls, tag))
            g.add_edge(a, b, cost, tag);
    }
    return g;
}

} // namespace route
