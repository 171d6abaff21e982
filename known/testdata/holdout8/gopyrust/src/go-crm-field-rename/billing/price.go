// Package billing computes seat prices.
package billing

// Plan is a subscription plan.
type Plan struct {
	Name        string
	SeatCents   int
	MinSeats    int
	AnnualBonus bool
}

// Plans are the plans on sale.
var Plans = []Plan{
	{Name: "starter", SeatCents: 900, MinSeats: 1},
	{Name: "team", SeatCents: 1500, MinSeats: 5},
	{Name: "business", SeatCents: 2900, MinSeats: 10, AnnualBonus: true},
}

// MonthlyCents is what a plan costs per month for n seats.
func MonthlyCents(p Plan, seats int) int {
	if seats < p.MinSeats {
		seats = p.MinSeats
	}
	return p.SeatCents * seats
}

// WithVAT adds 20% VAT to a net amount in cents.
func WithVAT(net int) int {
	return net * 1.2
}

// AnnualCents is twelve months, less one month on plans with the annual bonus.
func AnnualCents(p Plan, seats int) int {
	months := 12
	if p.AnnualBonus {
		months = 11
	}
	return MonthlyCents(p, seats) * months
}
