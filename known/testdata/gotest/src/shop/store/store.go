// Package store keeps orders in a database whose schema lives in testdata.
package store

// Order is one order.
type Order struct{ ID, Cents int }
