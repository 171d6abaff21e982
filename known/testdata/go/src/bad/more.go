package main

func a() int { return undefinedA }
func b() int { return undefinedB }
func c() int { return undefinedC }
func d() int { return undefinedD }
func e() int { return undefinedE }
func f() int { return undefinedF }
func g() int { return undefinedG }
func h() int { return undefinedH }
func i() int { return undefinedI }
func j() int { return undefinedJ }
