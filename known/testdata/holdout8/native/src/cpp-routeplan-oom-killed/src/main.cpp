#include <iostream>

#include "graph.hpp"

int main(int argc, char** argv)
{
    if (argc != 5) {
        std::cerr << "usage: routeplan NODES.csv EDGES.csv FROM TO\n";
        return 2;
    }
    auto g = route::load_csv(argv[1], argv[2]);
    auto from = static_cast<route::NodeId>(std::stoul(argv[3]));
    auto to = static_cast<route::NodeId>(std::stoul(argv[4]));
    auto p = route::astar(g, from, to);
    auto q = route::dijkstra(g, from, to);
    std::cout << "astar " << p.cost << " km, " << p.nodes.size() << " nodes; dijkstra " << q.cost
              << " km\n";
    return 0;
}
