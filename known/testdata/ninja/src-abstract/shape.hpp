#pragma once
struct Shape {
    virtual ~Shape() = default;
    virtual double area() const = 0;
};

// area() lost its const: Square no longer overrides it, and stays abstract.
struct Square : Shape {
    double side = 1;
    double area() { return side * side; }
};
