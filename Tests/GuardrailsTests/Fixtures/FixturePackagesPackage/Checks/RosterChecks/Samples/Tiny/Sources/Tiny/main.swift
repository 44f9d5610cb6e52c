print("tiny")
