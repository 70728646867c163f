/** "Loading..." while a route's code or data loads (spec section 2). */
import { useNavigation } from "react-router";

export function LoadingIndicator() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return (
    <p className="loading" role="status">
      Loading...
    </p>
  );
}
